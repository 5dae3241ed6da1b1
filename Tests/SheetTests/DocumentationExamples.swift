import Sheet

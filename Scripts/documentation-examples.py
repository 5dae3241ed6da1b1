#!/usr/bin/env python3
"""The one generator of Tests/<Module>Tests/DocumentationExamples.swift.

    python3 Scripts/documentation-examples.py                 # write every module's file
    python3 Scripts/documentation-examples.py Tossable        # write one module's file
    python3 Scripts/documentation-examples.py --check [M...]  # exit 1 and say which files are stale

Where examples come from:
- a module's guide (Packages/<M>/README.md), its DocC catalogue (*.md under Packages/<M>/Sources/<M>,
  links skipped) and its doc comments (``` fences inside `///` comments);
- the repository's README.md and docs/*.md: each example there is compiled in the test target of the
  first library module it imports (an example there without an `import` line is an error).

The fence convention:
- A block fenced with exactly ```swift is a complete example: it becomes a test function that compiles
  with only the imports the example shows (the module's own when it shows none) and runs on Linux.
- A block fenced with ```swift followed by a label (```swift apple, ```swift fragment, ...) is shown
  with Swift highlighting but never compiled: code for Apple frameworks (UIKit, AppKit, SwiftUI,
  QuartzCore), which do not exist on Linux, or an excerpt that is not a whole program. The label says
  which; the text around the block says so to the reader.

Stated results (every one is asserted, so neither the comment nor the behaviour can change alone):
- A line that is only a `print(...)` call followed by a `//` comment states what the call prints. The
  stated text is the comment up to its first ": " (what follows is explanation), or, when the comment
  opens with a double quote, the text between that quote and the next one (for printed text that itself
  contains ": ").
- The generated test prints into a string instead of the console and expects the stated text exactly,
  plus print's newline. One shorthand: "..." in stated text stands for digits left off (zero or more
  of 0-9), so `// 994.0...` states that the printed number starts 994.0 and goes on only with digits.
  Any other text after a print is a mistake the test reports; put explanations on their own line.
- Comments elsewhere (after an assignment, a call, a closing brace) state nothing and are not checked:
  to state a value, print it.
"""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = sorted(m for m in os.listdir(os.path.join(ROOT, 'Packages'))
                 if os.path.isdir(os.path.join(ROOT, 'Tests', m + 'Tests')))

def identifier(text):
    cleaned = ''.join(c if c.isalnum() else '_' for c in text)
    return cleaned[:1].lower() + cleaned[1:] if cleaned else 'example'

def blocks(text, prefix, name):
    """The complete examples (fence exactly ```swift) of a text whose lines start with `prefix`."""
    examples, current, skipping = [], None, False
    for raw in text.split('\n'):
        line = raw if not prefix else raw.lstrip(' ')
        if not line.startswith(prefix):
            continue
        line = line[len(prefix):]
        if line.startswith(' '):
            line = line[1:]
        if current is None and not skipping:
            if line.startswith('```'):
                if line.rstrip() == '```swift':
                    current = []
                else:
                    skipping = True   # another language, or a labelled Swift block: shown, not compiled
            continue
        if line.startswith('```'):
            if current is not None:
                examples.append((f'{name}{len(examples) + 1}', current))
            current, skipping = None, False
            continue
        if current is not None:
            current.append(line)
    return examples

def files_under(folder):
    found = []
    for parent, _, names in os.walk(folder):
        found += [os.path.join(parent, n) for n in names if not os.path.islink(os.path.join(parent, n))]
    return sorted(found)

def read(path):
    with open(path, encoding='utf-8') as f:
        return f.read()

def shared_examples():
    """README.md's and docs/*.md's examples, by the module each imports first."""
    by_module = {}
    sources = [('readme', os.path.join(ROOT, 'README.md'))]
    docs = os.path.join(ROOT, 'docs')
    sources += [('docs' + identifier(n[:-3]), os.path.join(docs, n)) for n in sorted(os.listdir(docs)) if n.endswith('.md')]
    for name, path in sources:
        for example_name, lines in blocks(read(path), '', name):
            imported = [l.split()[1] for l in lines if l.startswith('import ') and l.split()[1] in MODULES]
            if not imported:
                sys.exit(f'{os.path.relpath(path, ROOT)}: example {example_name} imports no library module; '
                         'add its import, or label the fence (```swift fragment) if it is not a whole example')
            by_module.setdefault(imported[0], []).append((example_name, lines))
    return by_module

def collect(module, shared):
    package = os.path.join(ROOT, 'Packages', module)
    guide = os.path.join(package, 'README.md')
    examples = blocks(read(guide), '', 'guide') if os.path.exists(guide) else []
    files = files_under(os.path.join(package, 'Sources', module))
    for f in files:
        if f.endswith('.md'):
            examples += blocks(read(f), '', 'docc' + identifier(os.path.basename(f)[:-3]))
    for f in files:
        if f.endswith('.swift'):
            examples += blocks(read(f), '///', identifier(os.path.basename(f)[:-6]))
    return examples + shared.get(module, [])

def print_call(line):
    """(indent, arguments, comment) when the line is only `print(...)  // comment`, else None."""
    stripped = line.lstrip(' ')
    if not stripped.startswith('print('):
        return None
    depth, i, in_string = 0, len('print'), False
    while i < len(stripped):
        c = stripped[i]
        if in_string:
            if c == '\\':
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == '(':
            depth += 1
        elif c == ')':
            depth -= 1
            if depth == 0:
                break
        i += 1
    rest = stripped[i + 1:].strip()
    if depth != 0 or not rest.startswith('//'):
        return None
    return line[:len(line) - len(stripped)], stripped[len('print('):i], rest[2:].strip()

def stated_text(comment):
    if comment.startswith('"') and '"' in comment[1:]:
        return comment[1:comment.index('"', 1)]
    return comment.split(': ', 1)[0].rstrip()

def swift_string(text):
    return '"' + text.replace('\\', '\\\\').replace('"', '\\"') + '\\n"'

def swift_pattern(text):
    pieces = [re.sub(r'([\\.^$|?*+()\[\]{}/#"])', r'\\\1', piece) for piece in text.split('...')]
    return '#"' + '[0-9]*'.join(pieces) + r'\n"#'

def checked(lines):
    """The example's lines, each stated result's print redirected into a string and expected."""
    body, count = [], 0
    for line in lines:
        call = print_call(line)
        if call is None:
            body.append(line)
            continue
        indent, arguments, comment = call
        count += 1
        printed, stated = f'printed{count}', stated_text(comment)
        body.append(f'{indent}var {printed} = ""')
        body.append(f'{indent}print({arguments}, to: &{printed})')
        if '...' in stated:
            body.append(f'{indent}#expect({printed}.wholeMatch(of: try Regex({swift_pattern(stated)})) != nil, '
                        f'"printed \\({printed}), stated {stated.replace(chr(34), chr(39))}")')
        else:
            body.append(f'{indent}#expect({printed} == {swift_string(stated)})')
    return body

def generated(module, shared):
    imports, functions = {f'import {module}'}, []
    for name, lines in collect(module, shared):
        code = [l for l in lines if not l.startswith('import ')]
        imports.update(l.strip() for l in lines if l.startswith('import '))
        body = ['' if not l else '        ' + l for l in checked(code)]
        functions.append(f'    @Test func {name}() throws {{\n' + '\n'.join(body) + '\n    }')
    return (f'// Generated from the guide, the DocC catalogue and the doc comments of {module} (and the examples of\n'
            f'// README.md and docs/ that import it first) by `python3 Scripts/documentation-examples.py`; do not edit.\n'
            f'// Each example compiles here with only the imports it shows (the module\'s own when it shows none),\n'
            f'// as it would in a user\'s code, and runs; what a `print(...)  // comment` line states is expected.\n'
            + '\n'.join(sorted(imports)) + '\nimport Testing\n\n'
            f'@Suite struct {module}DocumentationExamples {{\n' + '\n\n'.join(functions) + '\n}\n')

def target(module):
    return os.path.join(ROOT, 'Tests', module + 'Tests', 'DocumentationExamples.swift')

if __name__ == '__main__':
    arguments = sys.argv[1:]
    check = '--check' in arguments
    modules = [a for a in arguments if a != '--check'] or MODULES
    shared = shared_examples()
    stale = []
    for module in modules:
        text = generated(module, shared)
        if check:
            current = read(target(module)) if os.path.exists(target(module)) else None
            if current != text:
                stale.append(os.path.relpath(target(module), ROOT))
            continue
        with open(target(module), 'w', encoding='utf-8') as out:
            out.write(text)
        print('wrote', os.path.relpath(target(module), ROOT))
    if stale:
        sys.exit('stale (run python3 Scripts/documentation-examples.py): ' + ', '.join(stale))

import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdWebSocket
import PlaygroundCore
import Demos

/// `swift run --package-path Tools/playground playground [--host 127.0.0.1] [--port 8080] [--recordings DIR]`
///
/// Serves the playground page at `/` and runs each page's session on the WebSocket at `/session`:
/// the page's pointer events drive the real interaction, which answers every animation frame with
/// the layers to draw. `--host 0.0.0.0` lets a phone on the same network connect.
@main
struct Playground: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Serve a page that drives the library's interactions with a real mouse, pen or finger.")

    @Option(help: "The address to listen on (0.0.0.0 for every interface, so a phone can connect).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one; the address is printed).")
    var port = 8080

    @Option(help: "Also save every recording into this folder.")
    var recordings: String?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be in 0...65535 (got \(port))") }
        if let recordings {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: recordings, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--recordings \(recordings) is not a folder")
            }
        }
    }

    func run() async throws {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                     body: .init(byteBuffer: ByteBuffer(string: PlaygroundPage.html)))
        }
        router.get("/health") { _, _ in "ok" }
        let folder = recordings
        router.ws("/session") { inbound, outbound, context in
            var session: PlaygroundSession
            do {
                session = try PlaygroundSession()
            } catch {
                context.logger.error("cannot start a session: \(error)")
                return
            }
            try await outbound.write(.text(session.hello()))
            for try await message in inbound.messages(maxSize: Self.maximumMessageSize) {
                guard case .text(let text) = message else {
                    try await outbound.write(.text(#"{"type":"error","message":"binary messages are not understood"}"#))
                    continue
                }
                for reply in session.receive(text) {
                    try await outbound.write(.text(reply))
                    if let folder, reply.hasPrefix(#"{"type":"trace""#) {
                        try await outbound.write(.text(Self.save(reply, in: folder)))
                    }
                }
            }
        }
        let app = Application(
            router: router,
            // The frame limit must admit a whole message: with the default (16 KiB) a message of
            // 16 KiB + 1 to 64 KiB closed the connection (1009) instead of getting its error reply.
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(maxFrameSize: Self.maximumMessageSize)),
            configuration: .init(address: .hostname(host, port: port)),
            onServerRunning: { channel in
                let address = channel.localAddress
                FileHandle.standardOutput.write(Data("playground: serving http://\(host):\(address?.port ?? port)/\n".utf8))
            })
        try await app.runService()
    }

    /// The largest message read, in bytes (64 KiB, what `ClientMessage.decode` accepts): any message up
    /// to it gets a reply (an error for a malformed one); a longer one closes the connection with
    /// 1009, "message too big", as WebSocket says.
    static let maximumMessageSize = 1 << 16

    /// Writes a recording's content to the folder; the reply says where (or why not).
    static func save(_ reply: String, in folder: String) -> String {
        guard let data = reply.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let file = object["file"] as? String, let content = object["content"],
              let bytes = try? JSONSerialization.data(withJSONObject: content) else {
            return #"{"type":"error","message":"could not save the recording"}"#
        }
        let name = file.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
        let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
        do {
            try bytes.write(to: url)
            return PlaygroundJSON.object([("type", .string("saved")), ("path", .string(url.path))]).text
        } catch {
            return #"{"type":"error","message":"could not save the recording in the folder"}"#
        }
    }
}

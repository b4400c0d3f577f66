notify { "x": message => ["a\tb\\n\x41\u0042\u{1F600}\$", 'a\nb\'"'"] }

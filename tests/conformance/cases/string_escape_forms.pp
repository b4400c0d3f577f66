notify { 'x': message => ["tab\tend", 'single\ttab', "uni\u{1F600}", "q\"q", 'q\'q'] }

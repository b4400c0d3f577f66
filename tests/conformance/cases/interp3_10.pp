notify { 'u': message => ["\u00e9", "\u{1F600}", "caf\u00E9", 'é'] }

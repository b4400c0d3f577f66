notify { 'n': message => ["\u{48}\u0049", "tab\there", 'single\n', "dollar \$x", "q\"q", 'it\'s', "back\\slash"] }

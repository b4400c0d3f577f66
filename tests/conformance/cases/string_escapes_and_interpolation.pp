$a = 'x'
notify { 'x': message => ["\$a", '\$a', "a\\b", 'a\\b', 'it\'s', "tab\there", "u\u00e9", "dollar $ sign", "${a}${a}", "$a$a", "${a}s", "$as"] }

notify { 'n':
  message => "a\tb\\c\$d\"e\u{41}",
}
notify { 'm': message => 'single \' \\ \n' }

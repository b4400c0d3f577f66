notify { 'a': message => inline_template() }

notify { 't': message => inline_template('<%= "x".taint %>') }

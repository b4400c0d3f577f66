notify { 'b': message => inline_template('<%= format("%.99999999999f", 1.5) %>') }

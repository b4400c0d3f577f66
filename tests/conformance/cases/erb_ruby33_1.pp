notify { 't': message => inline_template('<%= 1.is_a?(Fixnum) %>') }

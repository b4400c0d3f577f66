notify { 'x': message => "${Regexp.new('^a+$') == /^a+$/} ${'aaa' =~ Regexp.new('^a+$')}" }

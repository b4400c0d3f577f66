notify { 'x': message => "${type({a=>1,2=>'b'})} ${type({a=>1,2=>'b'}, 'generalized')} ${type({a=>1,2=>'b'}, 'reduced')}" }

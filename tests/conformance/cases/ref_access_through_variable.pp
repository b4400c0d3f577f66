$r = Notify['a']
notify { 'a': message => 'm' }
notify { 'b': message => $r['message'] }

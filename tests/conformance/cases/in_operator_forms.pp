notify { 'l1': message => 'b' in ['a', 'B'] }
notify { 'l2': message => 'x' in 'xyz' }
notify { 'l3': message => 'a' in { 'a' => 1 } }
notify { 'l4': message => /b/ in ['abc'] }
notify { 'l5': message => String in ['a'] }

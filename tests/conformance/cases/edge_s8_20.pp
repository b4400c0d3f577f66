notify { 'a': message => $undefined_var }
notify { 'b': message => "${undefined_var}" }

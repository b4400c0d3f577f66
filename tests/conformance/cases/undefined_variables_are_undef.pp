notify { 'l1': message => $undefined_var }
notify { 'l2': message => "${undefined_var}x" }
notify { 'l3': message => $::undefined_top }

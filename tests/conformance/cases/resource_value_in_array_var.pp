$refs = [notify { 'a': }, notify { 'b': }]
notify { 'c': require => $refs }

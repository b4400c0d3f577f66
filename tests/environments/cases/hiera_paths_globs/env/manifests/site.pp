notify { 'k1': message => lookup('k1') }
notify { 'k2': message => lookup('k2') }
notify { 'k3': message => lookup('k3') }
notify { 'k4': message => lookup('k4') }
notify { 'k5': message => lookup('k5') }
notify { 'k6': message => lookup('k6', Array, unique) }
notify { 'k7': message => lookup('k7') }
notify { 'k8': message => lookup('k8', undef, undef, 'nf') }

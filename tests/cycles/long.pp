notify { 'n1': before => Notify['n2'] }
notify { 'n2': before => Notify['n3'] }
notify { 'n3': before => Notify['n4'] }
notify { 'n4': before => Notify['n2'] }
notify { 'm': require => Notify['n4'] }

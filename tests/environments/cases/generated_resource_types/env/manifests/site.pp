widget { 'w1': ensure => present, size => 3, color => 'red' }
widget { 'w2': name => 'other', size => 1 }
notice(Widget['w2']['size'])

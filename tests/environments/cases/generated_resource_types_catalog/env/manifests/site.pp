# .resource_types/widget.pp (with its color) wins over the Ruby type.
widget { 'w1': ensure => present, size => 3, color => 'red' }
widget { 'w2': name => 'other', size => 1 }

class a { notify { 'a': } }
include ::a
notify { 'x': require => Class['::a'] }

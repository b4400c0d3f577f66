file { '/x': mode => 644 }
user { 'u': uid => '0100' }

@@file { '/e': mode => '0644', tag => 'exp' }
File <<| tag == 'exp' |>> { owner => 'o' }

package { 'p': ensure => '1.2.3-1', install_options => ['--no-install-recommends', { '--opt' => 'v' }], provider => apt }

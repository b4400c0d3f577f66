package { 'curl': ensure => present }
ensure_resource('package', 'curl', { 'ensure' => 'latest' })

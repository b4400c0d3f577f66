file { '/s': content => Sensitive('secret'), mode => '0600' }

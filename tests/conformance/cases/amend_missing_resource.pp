File['/nope'] { mode => '0600' }

$attrs = { mode => '0600', owner => 'root' }
file { '/s': * => $attrs, mode => '0644' }

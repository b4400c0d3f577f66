$attrs = { 'ensure' => 'file', 'mode' => '0600' }
file { default: owner => 'root', * => { group => 'wheel' }; '/a': * => $attrs; '/b': mode => '0644' }

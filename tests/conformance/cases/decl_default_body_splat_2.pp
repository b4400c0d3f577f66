file { default: * => { 'mode' => '0644' }; '/a': * => { 'owner' => 'x' } }

File { mode => '0644' mode2 => 'x' }

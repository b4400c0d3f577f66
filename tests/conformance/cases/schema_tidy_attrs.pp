tidy { '/tmp': age => '1w', backup => false, matches => ['*.log'], recurse => 2, rmdirs => true, size => '1k', type => mtime, max_files => 4 }

File { owner => 'root' }
Resource['file'] { '/a': }

Resource['file'] { '/r1': ensure => file }
Resource[File] { '/r2': ensure => file }
Resource['notify'] { ['m1', 'm2']: }

file { '/f': mode => '0644' }
$m = File['/f']['mode']
$n = File['/f'][mode]
notify { "m=${m} n=${n} o=${File['/f']['owner']}": }

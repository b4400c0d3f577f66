$types = ['notify', 'file']
$types.each |$t| { Resource[$t] { "/tmp-${t}": } }

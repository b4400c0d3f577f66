define d($msg) { notify { $title: message => $msg } }
@d { 'virt': msg => 'hello' }
realize(D['virt'])

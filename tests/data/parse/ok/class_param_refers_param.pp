class app($base = '/opt', $bin = "${base}/bin") { notify { $bin: } }
class { 'app': base => '/usr' }

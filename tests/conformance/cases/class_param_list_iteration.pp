class c($list = []) { $list.each |$i| { notify { "item-${i}": } } }
class { 'c': list => ['x', 'y'] }

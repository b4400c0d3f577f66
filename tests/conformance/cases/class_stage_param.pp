stage { 'pre': before => Stage['main'] }
class c { notify { 'inc': } }
class { 'c': stage => 'pre' }

class c { notify { $title: } }
class { 'c': notify => Notify['n'] }
notify { 'n': }

node default { include c  notify { 'node': } }
class c { notify { 'c': } }
notify { 'top': }

node default { include x }
class x { notify { 'in x': } }
notify { 'top': }

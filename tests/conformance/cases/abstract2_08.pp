Class { 'c': }
class c { notify { 'in c': } }

Resource['class'] { 'c': }
class c { notify { 'in c': } }

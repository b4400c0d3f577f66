define d() { contain inner }
class inner { notify { 'in': } }
d { 'x': }

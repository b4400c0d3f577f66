define d() { include nosuch }
d { 'x': }

include nosuch

include web

class dflt {}

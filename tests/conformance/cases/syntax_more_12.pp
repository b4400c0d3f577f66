node { }

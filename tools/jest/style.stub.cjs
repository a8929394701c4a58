// Stylesheets are Rspack's business; in jest an import of one is an empty module.
module.exports = {};
